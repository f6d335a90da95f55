export { Toaster, useToast, type ToastMessage, type ToasterProps } from './Toast';
