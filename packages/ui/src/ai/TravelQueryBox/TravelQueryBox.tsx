import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { Column, Columns } from '../../layout/Columns';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { AdvisorAnswer } from '../AdvisorAnswer';
import { useAskAdvisor } from '../useAskAdvisor';

/**
 * The home page's free-text travel query box (spec 01 §2 home route group, §5): a blank query toasts "Query
 * Required"; any other is answered by the AI travel advisor below it, streaming, with its sources. The answer panel
 * appears once something was asked.
 */
export function TravelQueryBox() {
  const [query, setQuery] = useState('');
  const { ask, thinking, streamed, answer } = useAskAdvisor();
  const asked = thinking || answer !== null;
  return (
    <Stack space="lg">
      <form
        noValidate
        aria-label="Ask about a trip"
        onSubmit={(event) => {
          event.preventDefault();
          ask({ query, userContext: {} });
        }}
      >
        <FormField
          label="Ask anything about a trip"
          hint="Fares, the cheapest month, or where your budget can take you."
        >
          {(props) => (
            <Columns space="sm" alignY="top" collapseBelow="tablet">
              <Column>
                <Input
                  {...props}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="e.g. Is now a good time to fly to Lisbon?"
                  autoComplete="off"
                  maxLength={1000}
                />
              </Column>
              <Column width="content">
                <Button type="submit" loading={thinking}>
                  <Sparkles size={16} aria-hidden="true" /> Ask AI
                </Button>
              </Column>
            </Columns>
          )}
        </FormField>
      </form>
      {asked && <AdvisorAnswer thinking={thinking} streamed={streamed} answer={answer} />}
    </Stack>
  );
}
