export {
  BUS_CONTRACT_VERSION,
  eventSchemas,
  initialSnapshot,
  reduceSnapshot,
  type Device,
  type DeviceClass,
  type Direction,
  type EventMap,
  type EventName,
  type FollowUp,
  type GameType,
  type Language,
  type ModalContent,
  type Orientation,
  type PlayerUser,
  type ShellSnapshot,
} from './contract';
export { bus, createEventBus, BusContractError, type EventBus } from './bus';
export { isContractCompatible } from './contract-version';
