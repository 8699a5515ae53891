import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InventoryModule } from '../inventory/inventory.module';
import { AttributeType, AttributeValue } from './attribute.entities';
import { AttributeTypesController } from './attribute-types.controller';
import { AttributesController } from './attributes.controller';
import { AttributesService } from './attributes.service';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { Category } from './category.entity';
import { Product, Variant, VariantImage } from './product.entities';
import { ProductReader } from './product-reader';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [TypeOrmModule.forFeature([Category, AttributeType, AttributeValue, Product, Variant, VariantImage]), InventoryModule],
  controllers: [CategoriesController, AttributeTypesController, AttributesController, ProductsController],
  providers: [CategoriesService, AttributesService, ProductsService, ProductReader],
  exports: [CategoriesService, AttributesService, ProductsService, ProductReader],
})
export class CatalogModule {}
