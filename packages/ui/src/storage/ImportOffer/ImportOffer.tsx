import type { ReactNode } from 'react';
import { Column, Columns } from '../../layout/Columns';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';

export interface ImportOfferProps {
  /** The region's name, e.g. `Trips saved in this browser`. */
  label: string;
  /** What is kept in the browser and why to import it. */
  children: ReactNode;
  onImport: () => void;
  /** True while the import runs: the button cannot be pressed twice. */
  importing: boolean;
}

/**
 * The offer, once signed in, to import what a signed-out visitor kept in this browser (price alerts, trips): a
 * named region with the count and **Import into my account**.
 */
export function ImportOffer({ label, children, onImport, importing }: ImportOfferProps) {
  return (
    <Alert tone="info" role="region" aria-label={label}>
      <Columns space="md" collapseBelow="tablet" alignY="center">
        <Column>
          <p>{children}</p>
        </Column>
        <Column width="content">
          <Button size="sm" onClick={onImport} disabled={importing}>
            Import into my account
          </Button>
        </Column>
      </Columns>
    </Alert>
  );
}
