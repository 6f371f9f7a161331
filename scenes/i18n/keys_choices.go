package i18n

// Keys of the messages for the choices a person makes on a Liverpool
// table: where a freed joker goes, which meld a Liverpool call lays the
// discard off on, and how the deck was cut.
const (
	BtnCancel        Key = "btn.cancel"
	TableJokerChoose Key = "table.joker_choose"
	TableCallChoose  Key = "table.call_choose"
	TableCutLifted   Key = "table.cut_lifted"
	TableCutExact    Key = "table.cut_exact"
)
