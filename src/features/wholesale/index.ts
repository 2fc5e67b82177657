export { sendWholesaleApplication } from './api';
