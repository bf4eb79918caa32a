import { render, screen } from '@testing-library/react';
import { Pencil, Plus } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { IconButton, IconLink } from './IconButton.tsx';

describe('IconButton', () => {
  it('draws the icon, hidden from screen readers, before its label', () => {
    render(<IconButton icon={Plus} label="Add" testId="add" />);
    const button = screen.getByTestId('add');
    expect(button.tagName).toBe('BUTTON');
    expect(button.textContent).toBe('Add');
    const icon = button.firstElementChild;
    expect(icon?.tagName.toLowerCase()).toBe('svg');
    expect(icon?.getAttribute('class')).toContain('size-4');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add' })).toBe(button);
  });

  it('is a plain button unless told otherwise, and passes its attributes and handlers on', () => {
    const onClick = vi.fn();
    render(
      <>
        <IconButton icon={Plus} label="Add" className="btn btn-primary" onClick={onClick} testId="add" />
        <IconButton icon={Plus} label="Save" type="submit" disabled testId="save" />
        <IconButton icon={Plus} aria-label="Add a tag" />
      </>,
    );
    const add = screen.getByTestId('add');
    expect(add.getAttribute('type')).toBe('button');
    expect(add.className).toBe('btn btn-primary');
    add.click();
    expect(onClick).toHaveBeenCalledOnce();
    const save = screen.getByTestId('save');
    expect(save.getAttribute('type')).toBe('submit');
    expect(save.hasAttribute('disabled')).toBe(true);
    const iconOnly = screen.getByRole('button', { name: 'Add a tag' });
    expect(iconOnly.textContent).toBe('');
    expect(iconOnly.hasAttribute('data-testid')).toBe(false);
  });
});

describe('IconLink', () => {
  it('links to its target with the icon before its label and its attributes passed on', () => {
    render(
      <MemoryRouter>
        <IconLink
          to="/playlists/p1/edit"
          icon={Pencil}
          label="Edit"
          className="btn btn-ghost"
          testId="edit"
        />
      </MemoryRouter>,
    );
    const link = screen.getByTestId('edit');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/playlists/p1/edit');
    expect(link.className).toBe('btn btn-ghost');
    expect(link.textContent).toBe('Edit');
    expect(link.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Edit' })).toBe(link);
  });
});
