package i18n

// Keys of issue 30's seeing and motion settings.
const (
	SettingsSeeing        Key = "settings.seeing"
	SeeingTitle           Key = "seeing.title"
	SettingsSuitShapes    Key = "settings.suit_shapes"
	SettingsHighContrast  Key = "settings.high_contrast"
	SettingsTextSize      Key = "settings.text_size"
	SettingsReducedMotion Key = "settings.reduced_motion"
	SeeingNote            Key = "seeing.note"
)
