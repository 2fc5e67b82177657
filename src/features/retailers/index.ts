export { retailersApi, useSearchRetailersQuery } from './api';
