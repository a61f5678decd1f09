/**
 * shared-ui/widgets: heavier interactive pieces (state machines, positioning, portals), loaded
 * only by pages that use them. Their recipes are registered in the one system (theme/recipes.ts).
 */
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
export {
  FormField,
  SelectControl,
  TextareaControl,
  type FieldControlProps,
  type SelectOption,
} from './components/FormField';
