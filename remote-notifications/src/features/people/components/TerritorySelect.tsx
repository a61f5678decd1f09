import type { FieldControlProps } from 'shared-ui/widgets';
import { NativeSelect } from '../../../common/components/controls';
import type { TerritoryGroup } from '../model/territories';

interface TerritorySelectProps {
  control: FieldControlProps;
  name: string;
  value: string;
  groups: TerritoryGroup[];
  /** The first, empty option ("No territory", or why there is nothing to choose). */
  placeholder: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** Territories grouped by level (Zones, States, Clusters), each shown with its path up to the zone. */
export function TerritorySelect({ control, name, value, groups, placeholder, disabled = false, onChange }: TerritorySelectProps) {
  return (
    <NativeSelect {...control} name={name} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
      <option value="">{placeholder}</option>
      {groups.map((group) => (
        <optgroup key={group.level} label={group.label}>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
