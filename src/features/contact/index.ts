export { contactApi, useSendContactMessageMutation } from './api';
