import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Keeps the bullets and indent a layout list drops: `ul&` outranks the list reset. */
export const bulleted = style({ selectors: { 'ul&': { listStyle: 'disc', paddingLeft: vars.space.xl } } });
