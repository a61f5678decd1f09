import type { Spokesperson } from 'shared-contracts';
import { SpokespersonList } from './components/SpokespersonList';

/** /branch/{id} below its header and details: the branch's spokespersons (BranchPage). */
export default function BranchPageBody({ people }: { people: Spokesperson[] }) {
  return <SpokespersonList people={people} />;
}
