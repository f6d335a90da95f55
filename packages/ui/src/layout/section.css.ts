import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A home section's title row: the heading, and an action such as View All on the right. */
export const sectionHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  marginBottom: vars.space.lg,
});
export const sectionTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
/** A line under the title saying what the section shows. */
export const sectionLead = style({ color: vars.color.textMuted, marginTop: vars.space.xs });
/** A failed load in place of the section's content. */
export const sectionError = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});
/** Cards in as many columns as fit. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
/** The search box and filters above a card grid. */
export const filterBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});
/** "N of M …" and similar counts above a card grid. */
export const resultCount = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  marginBottom: vars.space.md,
});
