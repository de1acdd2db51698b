/** A pad button that sends a key: its text, its accessible name, and a name tests and styles find it by. */
export interface PadKey {
  readonly key: string;
  readonly text: string;
  readonly label: string;
  readonly name: string;
}
