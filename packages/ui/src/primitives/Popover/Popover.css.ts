import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingPanel } from '../shared.css';

export const content = style([floatingPanel, { padding: vars.space.lg, maxWidth: 'min(360px, calc(100vw - 32px))' }]);
