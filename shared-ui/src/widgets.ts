/**
 * shared-ui/widgets: heavier interactive pieces (state machines, positioning, portals), loaded
 * only by pages that use them. Their recipes join the one system when this module is evaluated
 * (theme/widgetRecipes.ts).
 */
import { addRecipes } from './theme/system';
import { widgetRecipes, widgetSlotRecipes } from './theme/widgetRecipes';

addRecipes({ recipes: widgetRecipes, slotRecipes: widgetSlotRecipes });

export { Table } from '@chakra-ui/react/table';
export { Tabs } from '@chakra-ui/react/tabs';
export { Collapsible } from '@chakra-ui/react/collapsible';
export { Dialog } from '@chakra-ui/react/dialog';
export { Drawer } from '@chakra-ui/react/drawer';
export { Tooltip } from '@chakra-ui/react/tooltip';
export { Menu } from '@chakra-ui/react/menu';
export { Portal } from '@chakra-ui/react/portal';
export { Checkbox } from '@chakra-ui/react/checkbox';
export { Switch } from '@chakra-ui/react/switch';
export { PortalToaster, showToast, toaster, type ShowToastOptions, type ToastKind } from './components/PortalToaster';
export { FormField, TextareaControl, type FieldControlProps } from './components/FormField';
// The KYC upload's bar (the KYC screen only).
export { Progress, type ProgressRootProps } from './components/Progress';

// The page kit (src/page-kit/): the pieces every remote's pages are built from.
// (The page kit's page states, header, pager and detail item are in the base entry: pages that use
// nothing else never load this one.)
// page-kit: responsive list
export {
  ALL_COLUMNS_MIN_WIDTH_PX,
  ResponsiveList,
  type CardPlace,
  type CellText,
  type ColumnPriority,
  type ResponsiveListColumn,
  type ResponsiveListProps,
  type RowLink,
} from './page-kit/ResponsiveList';
// page-kit: dialogs, select, combobox
export { DialogFrame, FormDialog, ConfirmDialog } from './page-kit/Dialogs';
export { CheckIcon, ChevronDownIcon, Select, type SelectOption, type SelectOptionGroup, type SelectItems } from './page-kit/Select';
export { Combobox, type ComboboxOption } from './page-kit/Combobox';
// The privacy notice's text (the consent screen, My Profile).
export { PrivacyNoticeContent } from './components/PrivacyNoticeContent';
