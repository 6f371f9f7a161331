package proto

import (
	"encoding/json"
	"strconv"
)

// AppendServerMsg appends m's JSON to b: the bytes json.Marshal writes,
// without reflection for the fields every event carries. A message with
// a view or a saved game goes through encoding/json whole.
func AppendServerMsg(b []byte, m *ServerMsg) ([]byte, error) {
	if m.View != nil || m.Save != nil || m.Mine != nil || m.Leaders != nil {
		j, err := json.Marshal(m)
		return append(b, j...), err
	}
	b = append(b, `{"v":`...)
	b = strconv.AppendInt(b, int64(m.V), 10)
	b = append(b, `,"seq":`...)
	b = strconv.AppendUint(b, m.Seq, 10)
	b = append(b, `,"type":`...)
	b = AppendString(b, m.Type)
	if m.ID != 0 {
		b = append(b, `,"id":`...)
		b = strconv.AppendUint(b, m.ID, 10)
	}
	b = appendOptString(b, `,"table":`, m.Table)
	b = append(b, `,"seat":`...)
	b = strconv.AppendInt(b, int64(m.Seat), 10)
	b = appendOptString(b, `,"code":`, m.Code)
	b = appendOptString(b, `,"link":`, m.Link)
	b = appendOptString(b, `,"token":`, m.Token)
	var err error
	if m.Lobby != nil {
		if b, err = appendMarshal(b, `,"lobby":`, m.Lobby); err != nil {
			return b, err
		}
	}
	b = append(b, `,"actor":`...)
	b = strconv.AppendInt(b, int64(m.Actor), 10)
	if len(m.Events) > 0 {
		b = append(b, `,"events":`...)
		b = AppendEvents(b, m.Events)
	}
	if m.Refusal != nil {
		if b, err = appendMarshal(b, `,"refusal":`, m.Refusal); err != nil {
			return b, err
		}
	}
	b = appendOptString(b, `,"error":`, m.Error)
	b = appendOptString(b, `,"text":`, m.Text)
	if m.Chat != nil {
		b = append(b, `,"chat":{"seat":`...)
		b = strconv.AppendInt(b, int64(m.Chat.Seat), 10)
		b = append(b, `,"phrase":`...)
		b = AppendString(b, m.Chat.Phrase)
		b = append(b, '}')
	}
	if m.Reveal != nil {
		if b, err = appendMarshal(b, `,"reveal":`, m.Reveal); err != nil {
			return b, err
		}
	}
	if m.Step != 0 {
		b = append(b, `,"step":`...)
		b = strconv.AppendInt(b, int64(m.Step), 10)
	}
	b = appendOptString(b, `,"challenge":`, m.Challenge)
	b = appendOptString(b, `,"server":`, m.Server)
	b = appendOptString(b, `,"identity":`, m.Identity)
	b = appendOptString(b, `,"pref":`, m.Pref)
	return append(b, '}'), nil
}

func appendOptString(b []byte, key, s string) []byte {
	if s == "" {
		return b
	}
	return AppendString(append(b, key...), s)
}

func appendMarshal(b []byte, key string, v any) ([]byte, error) {
	j, err := json.Marshal(v)
	if err != nil {
		return b, err
	}
	return append(append(b, key...), j...), nil
}
