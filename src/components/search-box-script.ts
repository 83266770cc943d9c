// The behaviour of SearchBox.astro, in the browser: the site's one combobox (src/combobox/combobox.ts,
// the WAI-ARIA APG pattern: focus stays in the input, Down/Up move, Enter opens, Escape closes) over
// GET /v2/search, debounced, with answers that arrive late dropped.
import { createCombobox } from '../combobox/combobox.ts';

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
  const typeNames = JSON.parse(form.dataset.types!) as Record<string, string>;
  const messages = JSON.parse(form.dataset.messages!) as Messages;
  const combobox = createCombobox<Hit>({
    input,
    listbox: form.querySelector<HTMLUListElement>('[role="listbox"]')!,
    status: form.querySelector<HTMLElement>('[role="status"]')!,
    countText: (count) => (count === 0 ? messages.none : count === 1 ? messages.one : messages.count.replace('{n}', String(count))),
    renderOption(hit, option) {
      const label = document.createElement('span');
      label.textContent = hit.label;
      const type = document.createElement('span');
      type.className = 'search-box-type';
      type.textContent = typeNames[hit.type] ?? hit.type;
      option.append(label, ' ', type);
    },
    choose: (hit) => window.location.assign(hit.url),
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  // Answers can arrive out of order; only the one for the latest keystroke is shown.
  let latest = 0;

  async function search(): Promise<void> {
    const q = input.value.trim();
    const ticket = ++latest;
    inFlight?.abort();
    if (q === '') {
      combobox.show([]);
      combobox.announce('');
      return;
    }
    inFlight = new AbortController();
    try {
      const response = await fetch(`/v2/search?q=${encodeURIComponent(q.slice(0, 100))}&limit=${hitsShown}`, { signal: inFlight.signal });
      const body = (await response.json()) as { data?: Hit[] };
      if (ticket !== latest) return;
      combobox.show(response.ok && body.data ? body.data : []);
    } catch (error) {
      if ((error as Error).name === 'AbortError' || ticket !== latest) return;
      combobox.show([]);
      combobox.announce(messages.failed);
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(search, debounceMs);
  });
  // Back in the box, the hits of what it holds come back.
  input.addEventListener('focus', () => combobox.reopen());
}
