import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'anytime-year', label: 'Anytime this year' },
  { value: 'next-3-months', label: 'Next 3 months' },
];

describe('Select on the server', () => {
  it('draws the chosen option’s label in the trigger, as the browser will', () => {
    const html = renderToString(<Select aria-label="Flexible Dates" options={options} value="next-3-months" />);
    expect(html).toMatch(/role="combobox".*>Next 3 months</);
  });

  it('draws the default value’s label, and the placeholder when nothing is chosen', () => {
    expect(renderToString(<Select options={options} defaultValue="anytime-year" />)).toContain('>Anytime this year<');
    expect(renderToString(<Select options={options} placeholder="When?" />)).toContain('>When?<');
  });
});
