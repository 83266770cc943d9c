// One WAI-ARIA combobox for the whole site: the place search box (src/components/SearchBox.astro) and
// each level of <turkiye-address> use it, so a keyboard or screen-reader fix made here reaches both.
// It is the APG's "list autocomplete" with aria-activedescendant
// (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/): focus
// stays in the input, the active option is named by aria-activedescendant, a polite live region says
// how many options match. Like GitHub's combobox-nav (https://github.com/github/combobox-nav) it knows
// nothing of what the options are: its owner gives the input, the listbox, the options to show, how
// to write one, and what choosing one does; when and what to show is the owner's (typing, a fetch).

export interface ComboboxOptions<T> {
  input: HTMLInputElement;
  /** The popup (a `<ul role="listbox">` with an id, which the input's aria-controls names). */
  listbox: HTMLElement;
  /** A polite live region (role=status) where the number of matches is said. */
  status: HTMLElement;
  /** What the live region says for `count` matches (the list may show fewer). */
  countText(count: number): string;
  /** Writes an option's content; the combobox gives it its role, id and state. */
  renderOption(item: T, option: HTMLLIElement): void;
  /** The person chose `item` (Enter or Tab on the active option, a click, a tap); the list is closed first. */
  choose(item: T): void;
  /**
   * The person asked for the list while it is closed (Down, Up, Alt+Down): show it. Without this,
   * the options last shown come back.
   */
  expand?(): void;
  /**
   * Tab on the active option chooses it as focus moves on (a form field: what was highlighted is what
   * was meant). A search box leaves this off: its choice opens a page.
   */
  tabChooses?: boolean;
  /** A class for every option (stable names for styling). */
  optionClass?: string;
  /**
   * Marked with `openClass` while the list is open: the field around the input, so that a narrow
   * screen can show the open list full screen under it (the owner's CSS says how).
   */
  field?: { element: HTMLElement; openClass: string };
}

export interface Combobox<T> {
  /** Shows `items` as the options, none active, opens the list when there is one, and says `count`. */
  show(items: readonly T[], count?: number): void;
  /** Opens the list again with the options last shown, saying nothing. */
  reopen(): void;
  close(): void;
  /** Says `text` in the live region (a failure, or nothing). */
  announce(text: string): void;
  readonly isOpen: boolean;
}

export function createCombobox<T>(options: ComboboxOptions<T>): Combobox<T> {
  const { input, listbox, status } = options;
  let items: readonly T[] = [];
  let active = -1;
  const isOpen = () => !listbox.hidden;

  function setActive(index: number): void {
    active = index;
    const children = listbox.children;
    for (let i = 0; i < children.length; i++) children[i]!.setAttribute('aria-selected', String(i === index));
    const option = children[index];
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }

  function setOpen(open: boolean): void {
    listbox.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    options.field?.element.classList.toggle(options.field.openClass, open);
    if (!open) setActive(-1);
  }

  function pick(index: number): void {
    const item = items[index];
    if (item === undefined) return;
    setOpen(false);
    options.choose(item);
  }

  input.addEventListener('keydown', (event) => {
    const open = isOpen();
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!open) (options.expand ?? combobox.reopen)();
        // Nothing to move through: the key keeps its native meaning (the caret to the start or end).
        if (!isOpen()) return;
        event.preventDefault();
        // Alt+Down opens the list without choosing an option (APG keyboard table).
        if (event.altKey) return;
        const count = items.length;
        const to = event.key === 'ArrowDown' ? active + 1 : active < 0 ? -1 : active - 1;
        setActive((to + count) % count);
        break;
      }
      case 'Enter':
        // With no active option, Enter submits the form as usual.
        if (open && active >= 0) {
          event.preventDefault();
          pick(active);
        }
        break;
      case 'Tab':
        if (options.tabChooses && open && active >= 0) pick(active);
        break;
      case 'Escape':
        // Escape closes the list; on a closed list it clears the input (APG), and says so as typing would.
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else if (input.value) {
          event.preventDefault();
          input.value = '';
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        break;
    }
  });
  input.addEventListener('blur', () => setOpen(false));
  // A press on the list would move focus out of the input before the click lands (a tap sends the
  // same mousedown and click, so pointer and touch take one path).
  listbox.addEventListener('mousedown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const option = (event.target as Element).closest('[role="option"]');
    if (option) pick([...listbox.children].indexOf(option));
  });

  const combobox: Combobox<T> = {
    show(shown, count = shown.length) {
      items = shown;
      listbox.replaceChildren(
        ...shown.map((item, index) => {
          const option = document.createElement('li');
          if (options.optionClass) option.className = options.optionClass;
          option.id = `${listbox.id}-${index}`;
          option.setAttribute('role', 'option');
          option.setAttribute('aria-selected', 'false');
          options.renderOption(item, option);
          return option;
        }),
      );
      setActive(-1);
      setOpen(shown.length > 0);
      status.textContent = options.countText(count);
    },
    reopen: () => setOpen(items.length > 0),
    close: () => setOpen(false),
    announce(text) {
      status.textContent = text;
    },
    get isOpen() {
      return isOpen();
    },
  };
  return combobox;
}
