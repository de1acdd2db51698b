/**
 * The one request/stream helper every worker speaks: a call streams messages and ends with one result, the caller may
 * send notes or cancel, and failures arrive as data.
 */

export interface CallSpec {
  req: unknown;
  msg?: unknown;
  note?: unknown;
  end: unknown;
}
export type Calls = Record<string, CallSpec>;

export type ToWorker =
  { id: number; call: string; req: unknown } | { id: number; note: unknown } | { id: number; cancel: true };
export type FromWorker = { id: number; msg: unknown } | { id: number; end: unknown } | { id: number; error: string };

/** How a call ended: its result, or why not (`message`: the handler's or the dying worker's words). */
export type Outcome<R> = { ok: true; value: R } | { ok: false; why: 'error' | 'died' | 'cancelled'; message?: string };

export interface WorkerLike {
  postMessage(msg: ToWorker, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null;
  onerror?: ((e: ErrorEvent) => void) | null;
  onmessageerror?: ((e: MessageEvent) => void) | null;
  terminate(): void;
}

export interface Call<S extends CallSpec> {
  readonly id: number;
  readonly result: Promise<Outcome<S['end']>>;
  note(note: S['note'], transfer?: Transferable[]): void;
  cancel(): void;
}

interface Open {
  onMessage?: (msg: never) => void;
  settle: (o: Outcome<unknown>) => void;
}

export class RpcClient<C extends Calls> {
  private next = 0;
  private readonly open = new Map<number, Open>();
  private death: Outcome<never> | null = null;

  constructor(private readonly worker: WorkerLike) {
    worker.onmessage = (e) => this.receive(e.data);
    worker.onerror = (e) => this.die(e.message || undefined);
    worker.onmessageerror = () => this.die();
  }

  call<K extends keyof C & string>(
    name: K,
    req: C[K]['req'],
    options: { transfer?: Transferable[]; onMessage?: (msg: C[K]['msg']) => void } = {},
  ): Call<C[K]> {
    const id = ++this.next;
    let settle!: (o: Outcome<C[K]['end']>) => void;
    const result = new Promise<Outcome<C[K]['end']>>((resolve) => (settle = resolve));
    if (this.death) settle(this.death);
    else {
      this.open.set(id, { onMessage: options.onMessage, settle: settle as Open['settle'] });
      this.worker.postMessage({ id, call: name, req }, options.transfer ?? []);
    }
    return {
      id,
      result,
      note: (note, transfer = []) => {
        if (this.open.has(id)) this.worker.postMessage({ id, note }, transfer);
      },
      cancel: () => {
        if (this.settle(id, { ok: false, why: 'cancelled' })) this.worker.postMessage({ id, cancel: true });
      },
    };
  }

  get busy(): boolean {
    return this.open.size > 0;
  }

  /** Every call from now on ends `died`: the caller needs a new worker. */
  get dead(): boolean {
    return this.death?.ok === false && this.death.why === 'died';
  }

  /** Ends the worker (a synchronous handler hears no cancel); open calls end cancelled. */
  terminate(): void {
    this.worker.onmessage = this.worker.onerror = this.worker.onmessageerror = null;
    this.worker.terminate();
    this.death ??= { ok: false, why: 'cancelled' };
    for (const id of [...this.open.keys()]) this.settle(id, this.death);
  }

  private receive(w: FromWorker): void {
    const open = this.open.get(w.id);
    if (!open) return;
    if ('msg' in w) open.onMessage?.(w.msg as never);
    else if ('end' in w) this.settle(w.id, { ok: true, value: w.end });
    else this.settle(w.id, { ok: false, why: 'error', message: w.error });
  }

  private die(message?: string): void {
    this.death = { ok: false, why: 'died', ...(message === undefined ? {} : { message }) };
    for (const id of [...this.open.keys()]) this.settle(id, this.death);
  }

  private settle(id: number, o: Outcome<unknown>): boolean {
    const open = this.open.get(id);
    if (!open) return false;
    this.open.delete(id);
    open.settle(o);
    return true;
  }
}

/** The worker's side of one call: `end` or `fail` closes it; after a cancel every post is dropped. */
export interface Served<S extends CallSpec> {
  readonly id: number;
  readonly closed: boolean;
  send(msg: S['msg'], transfer?: Transferable[]): void;
  end(value: S['end'], transfer?: Transferable[]): void;
  fail(e: unknown): void;
  onNote: ((note: S['note']) => void) | null;
  onCancel: (() => void) | null;
}

/** A handler ends its call itself or returns a promise of the result; a throw or rejection fails it. */
export type Handlers<C extends Calls> = {
  [K in keyof C]: (req: C[K]['req'], call: Served<C[K]>) => void | Promise<C[K]['end'] | void>;
};

export function serve<C extends Calls>(
  post: (w: FromWorker, transfer: Transferable[]) => void,
  handlers: Handlers<C>,
): (w: ToWorker) => void {
  const open = new Map<number, Served<CallSpec>>();
  return (w) => {
    const call = open.get(w.id);
    if ('note' in w) call?.onNote?.(w.note);
    else if ('cancel' in w) {
      if (!call) return;
      open.delete(w.id);
      call.onCancel?.();
    } else start(w.id, w.call, w.req);
  };

  function start(id: number, name: string, req: unknown): void {
    const reply = (w: FromWorker, transfer: Transferable[] = [], last = false) => {
      if (open.get(id) !== served) return;
      if (last) open.delete(id);
      post(w, transfer);
    };
    const served: Served<CallSpec> = {
      id,
      get closed() {
        return open.get(id) !== served;
      },
      send: (msg, transfer) => reply({ id, msg }, transfer),
      end: (end, transfer) => reply({ id, end }, transfer, true),
      fail: (e) => reply({ id, error: e instanceof Error ? e.message : String(e) }, [], true),
      onNote: null,
      onCancel: null,
    };
    open.set(id, served);
    try {
      const handler = handlers[name] as Handlers<Calls>[string] | undefined;
      if (!handler) throw new Error(`no call named ${name}`);
      const done = handler(req, served);
      if (done) done.then((v) => served.end(v), served.fail); // a no-op once the handler has ended it
    } catch (e) {
      served.fail(e);
    }
  }
}
