import { Global, Module } from '@nestjs/common';
import { CatalogCache } from './catalog-cache';

@Global()
@Module({ providers: [CatalogCache], exports: [CatalogCache] })
export class CatalogCacheModule {}
