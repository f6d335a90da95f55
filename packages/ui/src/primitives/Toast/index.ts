export {
  Toaster,
  useToast,
  type ToastMessage,
  type ToastRegionComponent,
  type ToastTone,
  type ToasterProps,
} from './Toast';
