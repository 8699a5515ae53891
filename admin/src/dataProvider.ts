import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { httpClient } from './auth/httpClient';

export const API_URL = '/api';

const restProvider = simpleRestProvider(API_URL, httpClient);

export const dataProvider: DataProvider = restProvider;
