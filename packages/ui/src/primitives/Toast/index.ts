export { Toaster, useToast, type ToastMessage, type ToastTone, type ToasterProps } from './Toast';
