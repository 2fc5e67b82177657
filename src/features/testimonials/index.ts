export { testimonialsApi, useGetTestimonialsQuery } from './api';
