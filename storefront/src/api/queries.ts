// react-query hooks for the catalog reads shared by several pages.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogApi } from './endpoints';
import type { ProductListQuery } from '../lib/shopQuery';

const FIVE_MINUTES = 5 * 60 * 1000;

export const useCategories = () =>
  useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => catalogApi.categories(signal),
    staleTime: FIVE_MINUTES,
    select: (list) => list.filter((c) => c.is_active !== false),
  });

export const useAttributeTypes = () =>
  useQuery({ queryKey: ['attribute-types'], queryFn: ({ signal }) => catalogApi.attributeTypes(signal), staleTime: FIVE_MINUTES });

export const useAttributeValues = () =>
  useQuery({ queryKey: ['attribute-values'], queryFn: ({ signal }) => catalogApi.attributeValues(signal), staleTime: FIVE_MINUTES });

export const useProducts = (query: ProductListQuery, enabled = true) =>
  useQuery({
    queryKey: ['products', query],
    queryFn: ({ signal }) => catalogApi.products(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useProduct = (id: string | undefined) =>
  useQuery({
    queryKey: ['product', id],
    queryFn: ({ signal }) => catalogApi.product(id as string, signal),
    enabled: !!id,
    retry: false,
  });

export const useDeliveryMethods = () =>
  useQuery({ queryKey: ['delivery-methods'], queryFn: ({ signal }) => catalogApi.deliveryMethods(signal), staleTime: FIVE_MINUTES });
