import { Button, Typography } from '@mui/material';
import type { StaffMember } from '@reedmere/contracts';
import { ItemCardRow } from '../../../shared/item-card-row';
import { ItemCard, ItemList } from '../../../shared/item-list';
import { ItemTitle } from '../../../shared/item-title';
import { editButtonId } from '../../../shared/use-return-focus';
import { rightsText } from '../lib/people-text';

export interface PeopleListProps {
  people: readonly StaffMember[];
  /** The signed-in person: marked, and with no actions on themselves. */
  signedInId: string;
  /** The person whose change is being sent, shown busy; null when none is. */
  busyId: string | null;
  onChangeRole: (person: StaffMember) => void;
  onRemove: (person: StaffMember) => void;
}

/** Where the focus goes back to after a person's dialog: their Change role button. */
export const PEOPLE_SCOPE = 'person';

/** Each person as a card: name, e-mail, rights, second factor, and Change role and Remove. */
export function PeopleList({
  people,
  signedInId,
  busyId,
  onChangeRole,
  onRemove,
}: PeopleListProps) {
  return (
    <ItemList>
      {people.map((person) => {
        const you = person.id === signedInId;
        const busy = busyId === person.id;
        return (
          <ItemCard key={person.id} label={you ? `${person.name} (you)` : person.name} busy={busy}>
            <ItemCardRow
              actions={
                you ? null : (
                  <>
                    <Button
                      id={editButtonId(PEOPLE_SCOPE, person.id)}
                      variant="outlined"
                      onClick={() => onChangeRole(person)}
                      disabled={busy}
                      aria-label={`Change role of ${person.name}`}
                    >
                      Change role
                    </Button>
                    <Button
                      color="error"
                      variant="outlined"
                      onClick={() => onRemove(person)}
                      disabled={busy}
                      aria-label={`Remove ${person.name}`}
                    >
                      Remove
                    </Button>
                  </>
                )
              }
            >
              <ItemTitle
                level="h4"
                title={person.name}
                status={you ? 'You' : undefined}
                color="primary"
              />
              <Typography sx={{ overflowWrap: 'anywhere' }}>{person.email}</Typography>
              <Typography>{rightsText(person)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`Second factor ${person.secondFactor ? 'on' : 'off'}`}
              </Typography>
            </ItemCardRow>
          </ItemCard>
        );
      })}
    </ItemList>
  );
}
