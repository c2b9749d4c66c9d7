package actor

// Operator is a command-line operator with direct access to the database (queueproof import),
// acting as owner of the workspace it named. It is never resolved from a request.
const Operator Kind = "OPERATOR"
