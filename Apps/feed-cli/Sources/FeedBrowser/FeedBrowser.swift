// Placeholder: replaced by the target's owner.
