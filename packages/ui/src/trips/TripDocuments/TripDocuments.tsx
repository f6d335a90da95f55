import { useState } from 'react';
import type { TripDocument } from '@farewise/contracts';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Checkbox } from '../../primitives/Checkbox';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';

const LABELS: Record<TripDocument['kind'], string> = {
  passport: 'Passport',
  visa: 'Visa',
  insurance: 'Travel insurance',
  tickets: 'Tickets',
  bookings: 'Booking confirmations',
};

export interface TripDocumentsProps {
  documents: readonly TripDocument[];
  /** Saves the whole checklist. */
  onSave: (documents: TripDocument[]) => void;
  saving: boolean;
  readOnly?: boolean;
}

/**
 * A trip's Documents tab (trips issue): a checklist of passport, visa, insurance, tickets and bookings, each with a
 * done tick and a note. Nothing is uploaded; Save Checklist stores the ticks and notes.
 */
export function TripDocuments({ documents, onSave, saving, readOnly = false }: TripDocumentsProps) {
  const [draft, setDraft] = useState(documents);
  const [savedFrom, setSavedFrom] = useState(documents);
  if (savedFrom !== documents) {
    setSavedFrom(documents);
    setDraft(documents);
  }
  const change = (kind: TripDocument['kind'], next: Partial<TripDocument>) =>
    setDraft((current) => current.map((doc) => (doc.kind === kind ? { ...doc, ...next } : doc)));
  return (
    <Stack space="md">
      <Stack as="ul" space="sm" aria-label="Document checklist">
        {draft.map((doc) => (
          <li key={doc.kind}>
            <Card variant="outlined" padding="sm">
              <Stack space="sm">
                <Checkbox
                  label={LABELS[doc.kind]}
                  checked={doc.done}
                  disabled={readOnly}
                  onCheckedChange={(checked) => change(doc.kind, { done: checked === true })}
                />
                <FormField label={`${LABELS[doc.kind]} note`}>
                  {(props) => (
                    <Input
                      {...props}
                      value={doc.note}
                      readOnly={readOnly}
                      maxLength={500}
                      placeholder="Number, expiry, where it is kept"
                      onChange={(event) => change(doc.kind, { note: event.target.value })}
                    />
                  )}
                </FormField>
              </Stack>
            </Card>
          </li>
        ))}
      </Stack>
      {!readOnly && (
        <div>
          <Button loading={saving} disabled={draft === documents} onClick={() => onSave([...draft])}>
            Save Checklist
          </Button>
        </div>
      )}
    </Stack>
  );
}
