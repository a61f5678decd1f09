/**
 * shared-ui (base entry): what the login page and the shell need. Heavier interactive
 * widgets live in `shared-ui/widgets` so the login page does not pay for them.
 * Apps never import @chakra-ui/react directly: exactly one copy of its context exists.
 */
export { UiProvider } from './theme/UiProvider';
export {
  Box, Flex, Stack, HStack, VStack, Grid, GridItem, SimpleGrid, Center, Container, Spacer,
  Text, Heading, Link, Image, Icon, Button, IconButton, Input, InputGroup, Field, Spinner, Badge,
  Separator, Card, Alert, Progress, CloseButton, chakra, useBreakpointValue,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, FlexProps, StackProps, TextProps } from '@chakra-ui/react';
