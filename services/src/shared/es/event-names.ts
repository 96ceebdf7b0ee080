import type { NewEvent, StoredEvent } from '@jxc/infra';

/** An event as an aggregate's decider and evolver see it: the event's own name, without its kind. */
export interface DomainEvent<N extends string = string, D = unknown> {
  type: N;
  data: D;
}

/** A kind's events as stored: the stored name `{Kind}{Event}` with that event's data, so a switch on `type` narrows `data`. */
export type Stored<K extends string, E extends DomainEvent> = E extends DomainEvent<infer N, infer D> ? StoredEvent<D, `${K}${N}`> : never;

/** The stored name of each of a kind's events, `{Kind}{Event}`: the one place where a stored name is declared. */
export type EventNames<K extends string, N extends string> = { readonly [E in N]: `${K}${E}` };

export const eventNames = <K extends string, N extends string>(kind: K, events: readonly N[]): EventNames<K, N> =>
  Object.fromEntries(events.map((e) => [e, `${kind}${e}`])) as EventNames<K, N>;

/** One table of names per kind, for aggregates that share a decider across kinds (master data, trees, receipts). */
export const eventNamesByKind = <K extends string, N extends string>(kinds: readonly K[], events: readonly N[]) =>
  Object.fromEntries(kinds.map((k) => [k, eventNames(k, events)])) as { readonly [P in K]: EventNames<P, N> };

export const toStored = <E extends DomainEvent>(names: Record<E['type'], string>, events: E[]): NewEvent[] =>
  events.map((e) => ({ type: names[e.type as E['type']], data: e.data }));

/**
 * Which kind and event each stored name is, over several kinds' tables: what a projection switches on. Given the
 * kinds' event union E, `read` gives the event as E, so a switch on its `type` narrows its `data`.
 */
export function eventIndex<K, N extends string, E extends DomainEvent<N> = DomainEvent<N>>(
  tables: Iterable<readonly [K, Partial<Record<N, string>>]>,
) {
  const index = new Map<string, { kind: K; event: N }>();
  for (const [kind, names] of tables) for (const [event, type] of Object.entries(names) as [N, string][]) index.set(type, { kind, event });
  const of = (e: Pick<StoredEvent, 'type'>) => {
    const found = index.get(e.type);
    if (!found) throw new Error(`${e.type} is none of these kinds' events`);
    return found;
  };
  return {
    /** The stored names of the given events (all when none are given), for a projection's `eventTypes`. */
    types: (events?: readonly N[]) => [...index].filter(([, v]) => !events || events.includes(v.event)).map(([type]) => type),
    find: (e: Pick<StoredEvent, 'type'>) => index.get(e.type),
    of,
    read(e: Pick<StoredEvent, 'type' | 'data'>): { kind: K; event: E } {
      const { kind, event } = of(e);
      return { kind, event: { type: event, data: e.data } as E };
    },
  };
}

/** Reads a kind's stored events as its domain events (by their own names); undefined for others' events. */
export const domainEvents = <E extends DomainEvent>(names: Record<E['type'], string>) => {
  const byStored = new Map(Object.entries<string>(names).map(([event, stored]) => [stored, event]));
  return (e: Pick<StoredEvent, 'type' | 'data'>): E | undefined => {
    const event = byStored.get(e.type);
    return event === undefined ? undefined : ({ type: event, data: e.data } as E);
  };
};

/** Folds a kind's stored stream with an evolver of its events (for EventSourcing.load); others' events pass by. */
export const evolveStored = <S, E extends DomainEvent>(names: Record<E['type'], string>, evolve: (s: S, e: E) => S) => {
  const read = domainEvents<E>(names);
  return (s: S, e: StoredEvent): S => {
    const event = read(e);
    return event === undefined ? s : evolve(s, event);
  };
};
