import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ShopPage } from './shop-page.entity';
import { ShopPagesController } from './shop-pages.controller';
import { ShopPagesService } from './shop-pages.service';

/** The shop's policy pages (privacy, terms, shipping, returns). */
@Module({
  imports: [TypeOrmModule.forFeature([ShopPage])],
  controllers: [ShopPagesController],
  providers: [ShopPagesService],
  exports: [ShopPagesService],
})
export class ShopPagesModule {}
