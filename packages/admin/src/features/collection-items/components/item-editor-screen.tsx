import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { useCan } from '../../../lib/session.js';
import { collectionQuery, itemQuery } from '../api/items.js';
import { itemKindOf } from '../../../lib/item-kinds.js';
import { ItemEditor } from './item-editor.js';

/** Loads the item and its collection, then opens the editor on it. */
export function ItemEditorScreen() {
  const { pageId = '', itemId = '' } = useParams();
  const item = useQuery(itemQuery(itemId));
  const collection = useQuery(collectionQuery(pageId));
  const can = useCan();
  const failed = item.error ?? collection.error;
  if (failed)
    return (
      <LoadError
        error={failed}
        onRetry={() => {
          void item.refetch();
          void collection.refetch();
        }}
      />
    );
  if (!item.data || !collection.data)
    return (
      <Center mih={200}>
        <Loader role="status" aria-label="Loading the item" />
      </Center>
    );
  return (
    <ItemEditor
      key={itemId}
      item={item.data}
      kind={itemKindOf(collection.data.settings)}
      canPublish={can('content.publish')}
    />
  );
}
