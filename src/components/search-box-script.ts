// The behaviour of SearchBox.astro, in the browser: the combobox keyboard model of the WAI-ARIA
// Authoring Practices (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): focus stays in the input,
// the active option is named by aria-activedescendant; Down/Up move, Enter opens, Escape closes.

interface Hit {
  type: string;
  id: number;
  label: string;
  url: string;
}

interface Messages {
  count: string;
  one: string;
  none: string;
  failed: string;
}

/** Long enough to skip the keystrokes of a word typed in one go, short enough to feel immediate. */
const debounceMs = 150;
const hitsShown = 8;

export function setUpSearchBox(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  const listbox = form.querySelector<HTMLUListElement>('[role="listbox"]')!;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  const typeNames = JSON.parse(form.dataset.types!) as Record<string, string>;
  const messages = JSON.parse(form.dataset.messages!) as Messages;

  let hits: Hit[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  // Answers can arrive out of order; only the one for the latest keystroke is shown.
  let latest = 0;

  const optionId = (i: number) => `${listbox.id}-${i}`;

  function setActive(index: number): void {
    active = index;
    listbox.querySelectorAll('[role="option"]').forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === index));
    });
    if (index < 0) input.removeAttribute('aria-activedescendant');
    else {
      input.setAttribute('aria-activedescendant', optionId(index));
      document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' });
    }
  }

  function open(show: boolean): void {
    listbox.hidden = !show;
    input.setAttribute('aria-expanded', String(show));
    if (!show) setActive(-1);
  }

  function announce(count: number): void {
    status.textContent = count === 0 ? messages.none : count === 1 ? messages.one : messages.count.replace('{n}', String(count));
  }

  function render(found: Hit[]): void {
    hits = found;
    listbox.replaceChildren(
      ...found.map((hit, i) => {
        const option = document.createElement('li');
        option.id = optionId(i);
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        const label = document.createElement('span');
        label.textContent = hit.label;
        const type = document.createElement('span');
        type.className = 'search-box-type';
        type.textContent = typeNames[hit.type] ?? hit.type;
        option.append(label, ' ', type);
        return option;
      }),
    );
    setActive(-1);
    open(found.length > 0);
    announce(found.length);
  }

  async function search(): Promise<void> {
    const q = input.value.trim();
    const ticket = ++latest;
    inFlight?.abort();
    if (q === '') {
      render([]);
      status.textContent = '';
      return;
    }
    inFlight = new AbortController();
    try {
      const response = await fetch(`/v2/search?q=${encodeURIComponent(q.slice(0, 100))}&limit=${hitsShown}`, { signal: inFlight.signal });
      const body = (await response.json()) as { data?: Hit[] };
      if (ticket !== latest) return;
      render(response.ok && body.data ? body.data : []);
    } catch (error) {
      if ((error as Error).name === 'AbortError' || ticket !== latest) return;
      render([]);
      status.textContent = messages.failed;
    }
  }

  const go = (index: number) => window.location.assign(hits[index]!.url);

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(search, debounceMs);
  });

  input.addEventListener('keydown', (event) => {
    const expanded = !listbox.hidden;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (hits.length === 0) return;
        event.preventDefault();
        if (!expanded) open(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(active === -1 && step === -1 ? hits.length - 1 : (active + step + hits.length) % hits.length);
        break;
      }
      case 'Enter':
        // With no option chosen, the form submits: the search answer itself.
        if (expanded && active >= 0) {
          event.preventDefault();
          go(active);
        }
        break;
      case 'Escape':
        event.preventDefault();
        if (expanded) open(false);
        else input.value = '';
        break;
    }
  });

  // mousedown would move focus out of the input before the click lands.
  listbox.addEventListener('mousedown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const option = (event.target as Element).closest('[role="option"]');
    if (option) go([...listbox.children].indexOf(option));
  });
  input.addEventListener('blur', () => open(false));
  input.addEventListener('focus', () => {
    if (hits.length > 0) open(true);
  });
}
