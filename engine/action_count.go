package engine

// Actions is the number of actions in the game's log: the position a
// replay of the log from the seed reaches (the online deal check, issue
// 27, numbers what each seat saw by it).
func (s *State) Actions() int { return s.log.n }
