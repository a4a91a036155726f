export const LabelDescription = "Prints a shipping label for a parcel.";
export const Renamed = "A text imported under another name.";
