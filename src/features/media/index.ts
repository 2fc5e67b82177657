export { mediaApi } from './api';
