import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import { AttributesPage } from '../attributes/AttributesPage';
import { CategoriesPage } from '../categories/CategoriesPage';
import { ProductCreate } from './ProductCreate';
import { ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';
import { ProductShow } from './ProductShow';

/**
 * Products with the URLs SPEC.md lists: /products, /products/addproduct,
 * /products/edit/{id}, /products/{id}, and the catalog's categories and attributes pages.
 */
export const productsResource = (
  <Resource name="products" list={ProductList} recordRepresentation="name">
    <Route path="addproduct" element={<ProductCreate />} />
    <Route path="edit/:id" element={<ProductEdit />} />
    <Route path="categories" element={<CategoriesPage />} />
    <Route path="attributes" element={<AttributesPage />} />
    <Route path=":id" element={<ProductShow />} />
  </Resource>
);
