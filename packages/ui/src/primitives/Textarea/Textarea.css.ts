import { style } from '@vanilla-extract/css';

export const textarea = style({ resize: 'vertical', lineHeight: 1.5 });
