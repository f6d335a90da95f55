import { expect, PASSWORD, test, toast } from './fixtures';
import { searchJfkToCdg } from './flightSearch';

// The evaluator runs every 1.2 s on this file's own server, so an alert fires while the test watches.
test.use({ serverEnv: { ALERT_INTERVAL_MINUTES: '0.02' } });

test.describe('an account end to end: sign up, save a search, an alert that fires, sign out', () => {
  test('signs up, logs out, and logs back in', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('textbox', { name: /^Username/ }).fill('e2e_traveller');
    await page.getByRole('textbox', { name: /^Email/ }).fill('e2e@example.com');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, e2e_traveller' })).toBeVisible();
    await expect(toast(page, 'Registration Successful!')).toBeVisible();

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('tab', { name: 'Log In' })).toBeVisible();
    await page.getByRole('textbox', { name: /Username or email/ }).fill('e2e@example.com');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, e2e_traveller' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account: e2e_traveller' })).toBeVisible();
  });

  test('searches JFK to CDG, saves the search, searches it again from the dashboard, and deletes it', async ({
    page,
    traveller: _signedIn,
  }) => {
    await page.goto('/');
    await searchJfkToCdg(page);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Paris in spring');
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await expect(toast(page, 'Search saved')).toBeVisible();

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Saved Searches' }).click();
    await expect(page.getByRole('list', { name: 'Saved searches' })).toContainText('Paris in spring');
    // Search again opens home with the saved airports and runs the search.
    await page.getByRole('button', { name: 'Search again' }).click();
    await expect(page.getByRole('heading', { name: /^Flights JFK → CDG/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('New York (JFK)');

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Saved Searches' }).click();
    await page.getByRole('button', { name: 'Delete saved search Paris in spring' }).click();
    await expect(toast(page, 'Search Deleted')).toBeVisible();
    await expect(page.getByText(/No saved searches yet/)).toBeVisible();
  });

  test('creates an alert above today’s fare, sees it fire, and finds the email in the outbox', async ({
    page,
    app,
    traveller,
  }) => {
    await page.goto('/price-alerts');
    const createAlert = async (from: string, to: string, target: string) => {
      await page.getByRole('textbox', { name: /^From/ }).fill(from);
      await page.getByRole('textbox', { name: /^To/ }).fill(to);
      await page.getByRole('spinbutton', { name: /Target price/ }).fill(target);
      await page.getByRole('button', { name: 'Create Alert' }).click();
    };
    // A $1 target is below every fare, so this alert keeps watching however late the page renders it.
    await createAlert('jfk', 'lhr', '1');
    const watching = page.getByRole('listitem', { name: 'Alert JFK → LHR' });
    await expect(watching).toContainText('Watching');
    await createAlert('jfk', 'cdg', '5000');
    const alert = page.getByRole('listitem', { name: 'Alert JFK → CDG' });
    await expect(alert).toBeVisible();

    // The evaluator records the trigger before it mails, so once the email is out the page shows "Triggered".
    const emailed = () =>
      app.mails().some((mail) => mail.includes(`To: ${traveller.email}`) && mail.includes('from JFK to CDG'));
    await expect.poll(emailed, { message: 'the alert email reaches the outbox', timeout: 30_000 }).toBe(true);
    await page.reload();
    await expect(alert).toContainText('Triggered');
    await expect(watching).toContainText('Watching');
  });

  test('changes the password on the dashboard, signs out, and signs in with the new one', async ({
    page,
    traveller,
    secrets,
  }) => {
    const newPassword = 'horizon2027';
    secrets.add(newPassword);
    await page.goto('/dashboard');
    const security = page.getByRole('region', { name: 'Security' });
    await security.getByLabel(/^Current password/).fill(traveller.password);
    await security.getByLabel(/^New password/).fill(newPassword);
    await security.getByLabel(/^Confirm new password/).fill(newPassword);
    await security.getByRole('button', { name: 'Change Password' }).click();
    await expect(security.getByRole('status')).toHaveText('Password changed. Other devices have been signed out.');
    await expect(security.getByLabel(/^Current password/)).toHaveValue('');

    // This browser stays signed in on its new session until it signs out.
    await page.getByRole('button', { name: `Account: ${traveller.username}` }).click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
    await expect(toast(page, 'Logged Out')).toBeVisible();

    await page.goto('/auth');
    await page.getByRole('textbox', { name: /Username or email/ }).fill(traveller.username);
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { name: `Welcome, ${traveller.username}` })).toBeVisible();
  });

  test('logs out and sees "Access Required" on the dashboard', async ({ page, traveller }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: `Account: ${traveller.username}` }).click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
    await expect(toast(page, 'Logged Out')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/auth');
  });
});
