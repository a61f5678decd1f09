/** shared-ui/widgets: heavier interactive pieces, loaded only by pages that use them. */
export { Table, Tabs, Collapsible, Dialog, Drawer, Tooltip, Menu, Portal } from '@chakra-ui/react';
