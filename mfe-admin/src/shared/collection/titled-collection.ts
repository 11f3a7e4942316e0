import { entityToasts } from './entity-toasts';

/** The collections whose items the admin knows by their title. */
export type TitledEntity = 'property' | 'development' | 'article';

/**
 * The options of useCollectionTab that a tab over properties, developments or articles shares:
 * Edit buttons scoped by the entity, its items named by their title (in the question before
 * changes are discarded and in the delete question), and the entity's toasts.
 */
export function titledCollection<Item extends { title: string }>(entity: TitledEntity) {
  return {
    scope: entity,
    nameOf: (item: Item) => item.title,
    newItem: `the new ${entity}`,
    ...entityToasts(entity),
    // Named, so the admin sees which of many similar items goes.
    deleteQuestion: (item: Item) => ({
      title: `Delete ${item.title}`,
      text: `Are you sure you want to delete this ${entity}?`,
    }),
  };
}
