// A form submitted while a district's settlements are still arriving would send the typed text
// without its id. The element counts such work (a list arriving, a line being read), and holds a
// submission until it is done: its listener runs in the capture phase, so before the page's own, and
// the held submission is sent again with requestSubmit, which validates afresh. A list that never
// arrives holds it for at most `submitWaitMs`. `form.requestSubmit()` is held like a click (it fires
// `submit`); `form.submit()` fires no event, so nothing can hold it (HTML, "form submission algorithm").

/** How long a submission waits for work still in flight before it goes without what that work would add. */
export const submitWaitMs = 5000;

export class PendingWork {
  #tasks = new Set<Promise<unknown>>();

  get size(): number {
    return this.#tasks.size;
  }

  /** Runs `task` as work a submission waits for. */
  track<T>(task: Promise<T>): Promise<T> {
    this.#tasks.add(task);
    const done = () => this.#tasks.delete(task);
    task.then(done, done);
    return task;
  }

  /** Resolves when no work is in flight (work may start more), or after `waitMs`. */
  async settled(waitMs = submitWaitMs): Promise<void> {
    let late = false;
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, waitMs)).then(() => {
      late = true;
    });
    while (this.#tasks.size && !late) await Promise.race([Promise.allSettled([...this.#tasks]), deadline]);
  }
}

/** Holds `form`'s submissions while `work` is in flight; returns what stops holding them. */
export function holdSubmissions(form: HTMLFormElement, work: PendingWork): () => void {
  // Set while the held submission is sent again.
  let resubmitting = false;
  const onSubmit = (event: SubmitEvent) => {
    if (!work.size || resubmitting) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter;
    void work.settled().then(() => {
      // requestSubmit dispatches `submit` at once: this one goes through, even with work still in flight.
      resubmitting = true;
      try {
        form.requestSubmit(submitter?.isConnected ? submitter : null);
      } finally {
        resubmitting = false;
      }
    });
  };
  form.addEventListener('submit', onSubmit, { capture: true });
  return () => form.removeEventListener('submit', onSubmit, { capture: true });
}
