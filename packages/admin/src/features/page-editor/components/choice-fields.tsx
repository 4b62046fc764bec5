import { Select } from '@mantine/core';
import { messageOf } from '../../../lib/api-error.js';
import { COLLECTION_TYPES } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import {
  collectionChoicesQuery,
  useCategoryChoices,
  useCollectionChoices,
  useFormChoices,
  useMemberAreaChoices,
  type FormChoice,
} from '../api/block-choices.js';
import type { CollectionKind } from '../model/block-catalogue.js';

/** A setting that stores the id of one of the site's things, chosen by its name. */
export interface ChoiceFieldProps {
  label: string;
  /** The stored id ('' for none). */
  value: string;
  onChange: (id: string | undefined) => void;
}

/** What a list query gave: the choices once loaded, or why they are not there. */
interface ChoiceList {
  choices: { value: string; label: string }[] | undefined;
  error: unknown;
  /** Said when the site has none to choose from. */
  none: string;
}

/** Why the list is not there, or what is wrong with the stored id; else undefined. */
function problemOf({ choices, error, none }: ChoiceList, value: string): string | undefined {
  if (error) return `Could not load the list: ${messageOf(error)}`;
  if (!choices) return undefined;
  if (choices.length === 0) return none;
  if (value && !choices.some((c) => c.value === value)) return 'The chosen one is no longer on this site.';
  return undefined;
}

function ChoiceSelect({ label, value, onChange, list }: ChoiceFieldProps & { list: ChoiceList }) {
  return (
    <Select
      label={label}
      data={list.choices ?? []}
      value={value || null}
      placeholder={list.choices ? 'Choose…' : 'Loading…'}
      error={problemOf(list, value)}
      searchable
      nothingFoundMessage="Nothing matches"
      onChange={(id) => onChange(id ?? undefined)}
    />
  );
}

const KIND_NAMES: Record<CollectionKind, string> = {
  blog: 'blogs',
  events: 'events pages',
  products: 'stores',
  gallery: 'galleries',
};

/** One of the site's collections of the given kinds (a blog, an events page, a store, a gallery). */
export function CollectionField({
  kinds,
  ...props
}: ChoiceFieldProps & { kinds: readonly CollectionKind[] }) {
  const { data, error } = useCollectionChoices(kinds);
  const names = kinds.map((k) => KIND_NAMES[k]).join(' or ');
  const list = {
    choices: data?.map((c) => ({ value: c.id, label: c.title })),
    error,
    none: `This site has no ${names} yet: add one in Pages.`,
  };
  return <ChoiceSelect {...props} list={list} />;
}

/** One of the site's forms (or sign-up forms, for the newsletter block). */
export function FormField({ formKind, ...props }: ChoiceFieldProps & { formKind: FormChoice['kind'] }) {
  const { data, error } = useFormChoices(formKind);
  const list = {
    choices: data?.map((f) => ({ value: f.id, label: f.name })),
    error,
    none: formKind === 'newsletter' ? 'This site has no sign-up forms yet.' : 'This site has no forms yet.',
  };
  return <ChoiceSelect {...props} list={list} />;
}

/** One of the site's member areas. */
export function MemberAreaField(props: ChoiceFieldProps) {
  const { data, error } = useMemberAreaChoices();
  const list = {
    choices: data?.map((a) => ({ value: a.id, label: a.name })),
    error,
    none: 'This site has no member areas yet: add one in Members.',
  };
  return <ChoiceSelect {...props} list={list} />;
}

/**
 * One category of the chosen store, to show only its products; cleared, the whole store. Only a
 * store's products are sorted into categories, so for other collections there is nothing to choose.
 */
export function CategoryField({ collectionId, ...props }: ChoiceFieldProps & { collectionId: unknown }) {
  const collections = useQuery(collectionChoicesQuery);
  const store = collections.data?.find(
    (c) => c.id === collectionId && c.type === COLLECTION_TYPES.PRODUCTS && !c.isFolder,
  );
  const { data, error } = useCategoryChoices(store?.id);
  if (!store) return null;
  const list = {
    choices: data?.map((c) => ({ value: c.urlSlug, label: c.displayName })),
    error,
    none: 'This store has no categories yet: add them in Products.',
  };
  return (
    <Select
      label={props.label}
      data={list.choices ?? []}
      value={props.value || null}
      placeholder={list.choices ? 'All categories' : 'Loading…'}
      error={problemOf(list, props.value)}
      clearable
      searchable
      nothingFoundMessage="Nothing matches"
      onChange={(slug) => props.onChange(slug ?? undefined)}
    />
  );
}
