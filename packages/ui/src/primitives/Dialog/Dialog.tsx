import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { IconButton } from '../IconButton';
import {
  body,
  close,
  content,
  description as descriptionClass,
  footer as footerClass,
  header,
  overlay,
  title as titleClass,
} from './Dialog.css';

export interface DialogProps {
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  description?: ReactNode;
  /** The element that opens the dialog (wrapped with Radix `asChild`). */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Action buttons at the bottom. */
  footer?: ReactNode;
  /** `md` (560 px) or `lg` (760 px). */
  size?: 'md' | 'lg';
  children?: ReactNode;
}

/**
 * A modal dialog (Radix Dialog): traps focus, Escape or the close button dismisses it, focus returns to the trigger.
 */
export function Dialog({ title, description, trigger, footer, size = 'md', children, ...root }: DialogProps) {
  return (
    <RadixDialog.Root {...root}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={content({ size })} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className={header}>
            <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton className={close} label="Close" icon={<X size={18} />} size="sm" />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className={descriptionClass}>{description}</RadixDialog.Description>}
          {children && <div className={body}>{children}</div>}
          {footer && <div className={footerClass}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a button so that clicking it closes the enclosing dialog. */
export const DialogClose = RadixDialog.Close;
