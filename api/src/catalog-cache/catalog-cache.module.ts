import { Global, Module } from '@nestjs/common';
import { CatalogCache } from './catalog-cache';
import { CachedForShoppersInterceptor } from './cached-for-shoppers.interceptor';

@Global()
@Module({ providers: [CatalogCache, CachedForShoppersInterceptor], exports: [CatalogCache, CachedForShoppersInterceptor] })
export class CatalogCacheModule {}
