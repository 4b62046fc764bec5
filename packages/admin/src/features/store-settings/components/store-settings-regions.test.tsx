// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { calls, chooseOption, RATES, rows, RULES, useStoreSettingsServer } from './store-settings-kit.js';

// Regions are offered from the country's list (country-region-data) and stored as their codes, as
// before; a region the list lacks is still typed in.

useStoreSettingsServer();

describe('store settings › regions from the country’s list', () => {
  it(
    'offers a rate’s region from its country’s list, storing the code, and still takes free text',
    { timeout: 120_000 },
    async () => {
      rows(RATES, []);
      const user = userEvent.setup();
      renderStudio('/store-settings/shipping');
      await user.click(await screen.findByRole('button', { name: 'Add shipping rate' }, { timeout: 20_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Add shipping rate' });
      await user.type(within(dialog).getByLabelText(/Name/), 'West coast');
      await user.type(within(dialog).getByLabelText('Price (USD)'), '9');
      await user.click(within(dialog).getByRole('button', { name: 'Add region' }));
      await chooseOption(user, 'Country of region 1', 'United St', 'United States');
      const first = within(dialog).getByLabelText('Region 1');
      await user.type(first, 'calif');
      await user.click(await screen.findByRole('option', { name: 'California (CA)' }));
      expect(first).toHaveProperty('value', 'CA');
      expect(within(dialog).getByText('California')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Add region' }));
      await chooseOption(user, 'Country of region 2', 'United St', 'United States');
      // Not in the list: kept as typed.
      await user.type(within(dialog).getByLabelText('Region 2'), 'Cascadia');
      expect(screen.queryByRole('option', { name: /Cascadia/ })).toBeNull();
      await expectAccessible();
      await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
      await waitFor(() =>
        expect(calls('POST', RATES)[0]?.body).toMatchObject({
          regions: [
            { country: 'US', region: 'CA' },
            { country: 'US', region: 'Cascadia' },
          ],
        }),
      );
    },
  );

  it("offers a tax rule's region from its country's list", { timeout: 120_000 }, async () => {
    rows(RULES, []);
    const user = userEvent.setup();
    renderStudio('/store-settings/taxes');
    await user.click(await screen.findByRole('button', { name: 'Add tax rule' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tax rule' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Ontario HST');
    await chooseOption(user, 'Country', 'Cana', 'Canada');
    const region = within(dialog).getByLabelText('Region');
    await user.click(region);
    expect(await screen.findByRole('option', { name: 'British Columbia (BC)' })).toBeTruthy();
    await user.type(region, 'ont');
    expect(screen.queryByRole('option', { name: 'British Columbia (BC)' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Ontario (ON)' }));
    expect(region).toHaveProperty('value', 'ON');
    await user.type(within(dialog).getByLabelText(/Rate/), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Save tax rule' }));
    await waitFor(() =>
      expect(calls('POST', RULES)[0]?.body).toMatchObject({ country: 'CA', region: 'ON', rate: '13' }),
    );
  });
});
