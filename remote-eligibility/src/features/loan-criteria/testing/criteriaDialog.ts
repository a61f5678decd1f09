/**
 * Driving the criteria dialog in screen tests the way a user does: by the fields' labels.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/** The visible labels of the dialog's fields in order (a required field's "*" left out). */
export function fieldLabels(dialog: HTMLElement): string[] {
  return Array.from(dialog.querySelectorAll('form label')).map((label) => (label.textContent ?? '').replace(/\s*\*$/, '').trim());
}

/** A field's control, found by the start of its label ("Minimum Age" finds "Minimum Age (years)"). */
export function control(dialog: HTMLElement, label: string): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return within(dialog).getByLabelText(new RegExp(`^${escaped}`));
}

/** Replaces a text field's value (pasted, as one input). */
export async function fill(user: User, dialog: HTMLElement, label: string, value: string) {
  const input = control(dialog, label);
  await user.clear(input);
  if (value !== '') {
    await user.click(input);
    await user.paste(value);
  }
}

export async function fillAll(user: User, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await fill(user, dialog, label, value);
}

/** Chooses a bank once the catalogue has loaded. */
export async function chooseBank(user: User, dialog: HTMLElement, bank: string) {
  const select = control(dialog, 'Bank Name');
  await waitFor(() => expect(select).toBeEnabled());
  await user.selectOptions(select, bank);
}

/** Opens a multi-select, ticks or unticks the options, and closes it with Escape. */
export async function toggleOptions(user: User, dialog: HTMLElement, label: string, options: string[]) {
  await user.click(control(dialog, label));
  for (const option of options) await user.click(await screen.findByRole('menuitemcheckbox', { name: option }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

/** The options a multi-select offers (opened and closed again). */
export async function optionsOf(user: User, dialog: HTMLElement, label: string): Promise<string[]> {
  await user.click(control(dialog, label));
  const menu = await screen.findByRole('menu');
  const names = within(menu)
    .getAllByRole('menuitemcheckbox')
    .map((item) => item.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return names;
}

/** The chips under a multi-select. */
export function chips(dialog: HTMLElement, label: string): string[] {
  const list = within(dialog).queryByRole('list', { name: `Selected ${label}` });
  return list ? within(list).queryAllByRole('listitem').map((item) => item.textContent ?? '') : [];
}

export async function setSwitch(user: User, dialog: HTMLElement, label: string, on: boolean) {
  const toggle = within(dialog).getByRole('switch', { name: label });
  if ((toggle as HTMLInputElement).checked !== on) await user.click(toggle);
  expect(toggle).toHaveProperty('checked', on);
}
